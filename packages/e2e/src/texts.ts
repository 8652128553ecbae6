import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './portal-server';

/** Spec §8 messages, word for word (English). The suite asserts these literally. */
export const SPEC = {
  credentialsEmpty: 'E-mail address and/or password is empty.',
  credentialsWrong: 'E-mail address and/or password is not correct.',
  codeSent: 'A 2FA code is sent.',
  emailSent: 'An e-mail is sent.',
  passwordsDontMatch: "Passwords don't match.",
  formIncomplete: 'Sorry, not all fields are filled in correctly.',
  invalidEmail: 'Please enter a valid email address.',
  pageNotFound: 'Page not found',
  notFoundText: "Unfortunately we can't find what you're looking for.",
  showInactive: 'Show inactive customers',
  showProspects: 'Show prospects',
  areYouSure: /Are you sure you want to/,
  /** Issue 24: the login screen after the server ended a session. */
  sessionEnded: 'Your session has ended, please sign in again.',
};

type Json = { [key: string]: Json } & string;

/** A locale catalog of the shell or a remote (read from its sources; labels follow what the UI really says). */
export function catalog(project: string, locale: 'en' | 'nl'): Json {
  const file = path.join(repoRoot, project, 'src', 'locales', `${locale}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : ({} as Json);
}

/** The shell's texts of the login/auth pages in one locale. */
export function shellTexts(locale: 'en' | 'nl') {
  const c = catalog('shell', locale);
  return {
    email: c.login.email as string,
    password: c.login.password as string,
    code: c.login.code as string,
    submit: c.login.submit as string,
    forgot: c.login.forgot as string,
    forgotSubmit: c.forgot.submit as string,
    newPassword: c.setPassword.password as string,
    confirmPassword: c.setPassword.confirmation as string,
    savePassword: c.setPassword.submit as string,
    logout: c.user.logout as string,
    home: c.menu.home as string,
    userMenu: (name: string) => (c.user.menu as string).replace('{{name}}', name),
    messages: c.messages as unknown as Record<string, string>,
  };
}
