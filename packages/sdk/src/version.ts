/** Sent in the User-Agent so the server's logs tell SDK versions apart; kept equal to package.json's. */
export const SDK_VERSION = '0.3.0';
