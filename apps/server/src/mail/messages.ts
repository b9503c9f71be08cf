import { PRODUCT_NAME } from '@docread/contracts';
import type { Mail } from './mailer.ts';

/**
 * The mails the server sends. A mail goes out before we know the reader's language,
 * so each carries English first, then Hebrew.
 */
export function verificationMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: [
      `Hello ${name},`,
      '',
      `Please confirm your e-mail address to finish creating your ${PRODUCT_NAME} account:`,
      url,
      '',
      'After you confirm, an administrator reviews the account; we will e-mail you when it is approved.',
      '',
      '---',
      `שלום ${name},`,
      `כדי להשלים את יצירת החשבון ב-${PRODUCT_NAME} יש לאשר את כתובת האימייל בקישור שלמעלה.`,
      'לאחר האישור, מנהל יבדוק את החשבון ונודיע לך באימייל כשהוא מאושר.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      'Someone asked to reset the password of this account. To choose a new password, open:',
      url,
      '',
      'If it was not you, ignore this message; your password stays as it is.',
      '',
      '---',
      'התקבלה בקשה לאיפוס הסיסמה של החשבון. לבחירת סיסמה חדשה יש לפתוח את הקישור שלמעלה.',
      'אם לא ביקשת זאת, אפשר להתעלם מההודעה; הסיסמה לא תשתנה.',
    ].join('\n'),
  };
}

export function accountApprovedMail(to: string, name: string, loginUrl: string): Mail {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account is approved`,
    text: [
      `Hello ${name},`,
      '',
      `Your account has been approved. You can sign in now:`,
      loginUrl,
      '',
      '---',
      `שלום ${name},`,
      'החשבון שלך אושר. אפשר להתחבר עכשיו בקישור שלמעלה.',
    ].join('\n'),
  };
}

export function planRequestMail(to: string, userEmail: string, plan: string, period: string): Mail {
  return {
    to,
    subject: `Plan request: ${plan} (${period}) from ${userEmail}`,
    text: `${userEmail} asked for the ${plan} plan, billed ${period}. Reply to them to arrange the subscription.`,
  };
}
