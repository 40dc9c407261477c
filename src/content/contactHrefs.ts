import { company } from './company.ts';

export const telHref = (e164: string = company.phone.e164): string => `tel:${e164}`;
export const smsHref = (e164: string = company.phone.e164): string => `sms:${e164}`;
export const mailtoHref = (email: string = company.email): string => `mailto:${email}`;
