export const telHref = (e164: string): string => `tel:${e164}`;
export const smsHref = (e164: string): string => `sms:${e164}`;
export const mailtoHref = (email: string): string => `mailto:${email}`;
