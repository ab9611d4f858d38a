// The mail module's door (docs/architecture.md "Server modules"): composing and sending mail.
export { composeMail, type MailBlock } from './compose';
export { createMailer, type Mail, type SendMail } from './mailer';
