// The part of maildev 2's API (a local SMTP mail catcher with a REST inbox) that the tests use;
// the package ships no types.
declare module 'maildev' {
  interface MailDevOptions {
    smtp?: number;
    web?: number;
    ip?: string;
    silent?: boolean;
    disableWeb?: boolean;
  }

  interface MailDevServer {
    listen(): Promise<void>;
    close(callback?: (error?: Error) => void): void;
  }

  const MailDev: new (options: MailDevOptions) => MailDevServer;
  export default MailDev;
}
