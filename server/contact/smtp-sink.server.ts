/**
 * E-mail through nodemailer to CONTACT_TO. The visitor's address goes in Reply-To (never
 * From, which must be ours for SPF/DMARC); every header value comes from validated one-line
 * fields and nodemailer encodes them, so no header can be injected.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { FORWARD_TIMEOUT_MS, ForwardError, plainTextOf, subjectOf, type ContactMessage, type MessageSink } from './message-sink.ts';

export interface SmtpOptions {
  url: string;
  to: string;
  from?: string;
  timeoutMs?: number;
}

export class SmtpSink implements MessageSink {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(private readonly options: SmtpOptions) {
    const timeout = options.timeoutMs ?? FORWARD_TIMEOUT_MS;
    // Object form with `url`: the other keys apply where the URL does not set them (a second
    // argument would be message defaults, not transport options).
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(message: ContactMessage): Promise<void> {
    const { to, from = this.options.to } = this.options;
    try {
      await this.transport.sendMail({
        from: { name: 'Website contact form', address: from },
        to,
        replyTo: { name: message.name, address: message.email },
        subject: subjectOf(message),
        text: plainTextOf(message),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      throw new ForwardError(`SMTP delivery failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  close(): void {
    this.transport.close();
  }
}
