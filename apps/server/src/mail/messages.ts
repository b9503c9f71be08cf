import { type Locale, PRODUCT_NAME } from '@docread/contracts';
import { renderLetter } from './letter.ts';
import type { Mail } from './mailer.ts';

/**
 * The mails the server sends, each in the recipient's profile language (English or Hebrew). Plan names
 * stay in English in both languages, as the billing screen shows them.
 */

/**
 * Goes to an address nobody has confirmed yet, so it repeats nothing the sign-up form was given (a stranger
 * could otherwise have us mail their words to anyone): no name, only our text and our link.
 */
export function verificationMail(to: string, language: Locale, url: string): Mail {
  return renderLetter(
    to,
    language,
    language === 'he'
      ? {
          subject: `אימות כתובת האימייל שלך ב-${PRODUCT_NAME}`,
          blocks: [
            'שלום,',
            `כדי להשלים את ההרשמה ל-${PRODUCT_NAME}, יש לאמת את כתובת האימייל שלך:`,
            { link: url, label: 'אימות כתובת האימייל' },
            'אחרי האימות, מנהל המערכת יבדוק את החשבון, ונעדכן אותך באימייל ברגע שהוא יאושר.',
            `אם לא נרשמת ל-${PRODUCT_NAME}, אפשר פשוט להתעלם מההודעה הזו.`,
          ],
        }
      : {
          subject: `Confirm your ${PRODUCT_NAME} account`,
          blocks: [
            'Hello,',
            `Please confirm your e-mail address to finish creating your ${PRODUCT_NAME} account:`,
            { link: url, label: 'Confirm e-mail address' },
            'After you confirm, an administrator reviews the account; we will e-mail you when it is approved.',
            `If you did not sign up for ${PRODUCT_NAME}, you can ignore this message.`,
          ],
        },
  );
}

/** To the owner of an address someone tried to sign up with again: no account is made or changed. */
export function accountExistsMail(to: string, language: Locale, loginUrl: string, resetUrl: string): Mail {
  return renderLetter(
    to,
    language,
    language === 'he'
      ? {
          subject: `ניסיון הרשמה ל-${PRODUCT_NAME} עם כתובת האימייל שלך`,
          blocks: [
            `מישהו ניסה ליצור חשבון ב-${PRODUCT_NAME} עם כתובת האימייל הזו, אבל כבר יש לך חשבון. לא נוצר חשבון חדש ושום דבר לא השתנה.`,
            'אם זה היית את/ה, אפשר פשוט להתחבר:',
            { link: loginUrl, label: 'כניסה לחשבון' },
            'שכחת את הסיסמה? אפשר לבחור סיסמה חדשה:',
            { link: resetUrl, label: 'איפוס סיסמה' },
          ],
        }
      : {
          subject: `Sign-up attempt with your ${PRODUCT_NAME} address`,
          blocks: [
            `Someone tried to create a ${PRODUCT_NAME} account with this address, but you already have one. No account was created and nothing changed.`,
            'If it was you, just sign in:',
            { link: loginUrl, label: 'Sign in' },
            'Forgot your password? Choose a new one:',
            { link: resetUrl, label: 'Reset password' },
          ],
        },
  );
}

export function passwordResetMail(to: string, language: Locale, url: string): Mail {
  return renderLetter(
    to,
    language,
    language === 'he'
      ? {
          subject: `איפוס הסיסמה שלך ב-${PRODUCT_NAME}`,
          blocks: [
            'קיבלנו בקשה לאפס את הסיסמה של החשבון שלך. לבחירת סיסמה חדשה:',
            { link: url, label: 'בחירת סיסמה חדשה' },
            'אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מההודעה הזו. הסיסמה שלך נשארת כפי שהיא.',
          ],
        }
      : {
          subject: `Reset your ${PRODUCT_NAME} password`,
          blocks: [
            'Someone asked to reset the password of this account. To choose a new password, open:',
            { link: url, label: 'Choose a new password' },
            'If it was not you, ignore this message; your password stays as it is.',
          ],
        },
  );
}

export function accountApprovedMail(to: string, language: Locale, name: string, loginUrl: string): Mail {
  return renderLetter(
    to,
    language,
    language === 'he'
      ? {
          subject: `החשבון שלך ב-${PRODUCT_NAME} אושר`,
          blocks: [
            `שלום ${name},`,
            'החשבון שלך אושר, ואפשר כבר להתחבר ולהתחיל לעבוד:',
            { link: loginUrl, label: 'כניסה לחשבון' },
          ],
        }
      : {
          subject: `Your ${PRODUCT_NAME} account is approved`,
          blocks: [
            `Hello ${name},`,
            'Your account has been approved. You can sign in now:',
            { link: loginUrl, label: 'Sign in' },
          ],
        },
  );
}

export type PlanPeriod = 'monthly' | 'annual';

/** To the customer: their plan request reached us, and what happens next. */
export function planRequestConfirmationMail(
  to: string,
  language: Locale,
  name: string,
  plan: string,
  period: PlanPeriod,
  billingUrl: string,
): Mail {
  const planName = displayPlanName(plan);
  return renderLetter(
    to,
    language,
    language === 'he'
      ? {
          subject: `קיבלנו את הבקשה שלך לתוכנית ${planName}`,
          blocks: [
            `שלום ${name},`,
            `תודה שבחרת בתוכנית ${planName} בחיוב ${period === 'annual' ? 'שנתי' : 'חודשי'}. הצוות שלנו יחזור אליך באימייל תוך יום עסקים אחד כדי להסדיר את המינוי.`,
            'עד אז אפשר להמשיך להשתמש בתקופת הניסיון. את פרטי התוכנית והשימוש אפשר לראות בדף החיוב:',
            { link: billingUrl, label: 'מעבר לדף החיוב' },
          ],
        }
      : {
          subject: `We received your request for the ${planName} plan`,
          blocks: [
            `Hello ${name},`,
            `Thank you for choosing the ${planName} plan, billed ${period === 'annual' ? 'annually' : 'monthly'}. Our team will e-mail you within one business day to set up the subscription.`,
            'Until then you can keep using the free trial. Your plan and usage are on the billing page:',
            { link: billingUrl, label: 'Open billing' },
          ],
        },
  );
}

/** To the administrator: a customer asked for a plan; someone has to follow up. */
export function planRequestMail(
  to: string,
  language: Locale,
  userEmail: string,
  plan: string,
  period: PlanPeriod,
): Mail {
  const planName = displayPlanName(plan);
  return renderLetter(
    to,
    language,
    language === 'he'
      ? {
          subject: `בקשה לתוכנית ${planName} (${period === 'annual' ? 'שנתי' : 'חודשי'}) מ-${userEmail}`,
          blocks: [
            `${userEmail} ביקש/ה את תוכנית ${planName} בחיוב ${period === 'annual' ? 'שנתי' : 'חודשי'}.`,
            'כדאי להשיב באימייל תוך יום עסקים אחד כדי להסדיר את המינוי, כפי שהובטח ללקוח.',
          ],
        }
      : {
          subject: `Plan request: ${planName} (${period}) from ${userEmail}`,
          blocks: [
            `${userEmail} asked for the ${planName} plan, billed ${period}.`,
            'Reply within one business day to arrange the subscription, as the customer was promised.',
          ],
        },
  );
}

function displayPlanName(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** To each administrator: an account has confirmed its address and waits for approval. */
export function approvalWaitingMail(to: string, language: Locale, newEmail: string, usersUrl: string): Mail {
  return renderLetter(
    to,
    language,
    language === 'he'
      ? {
          subject: `חשבון חדש ב-${PRODUCT_NAME} ממתין לאישור`,
          blocks: [
            'שלום,',
            `החשבון ${newEmail} אימת את כתובת האימייל שלו וממתין לאישור של מנהל.`,
            { link: usersUrl, label: 'מעבר לדף המשתמשים' },
          ],
        }
      : {
          subject: `A new ${PRODUCT_NAME} account waits for approval`,
          blocks: [
            'Hello,',
            `The account ${newEmail} has confirmed its e-mail address and waits for an administrator's approval.`,
            { link: usersUrl, label: 'Open the users page' },
          ],
        },
  );
}
