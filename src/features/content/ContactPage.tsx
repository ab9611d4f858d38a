import { Mail, MessageCircle } from 'lucide-react';
import { ContactForm } from './contact/ContactForm';

export function ContactPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 py-6 lg:grid-cols-[2fr_1fr]">
      <section>
        <h1 className="text-3xl font-bold">Contact Us</h1>
        <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">
          Questions about picks, billing or the handicapper program? Send us a message.
        </p>
        <ContactForm />
      </section>
      <aside
        aria-label="Support hours"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 text-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="text-lg font-semibold">Other ways to reach us</h2>
        <p className="flex gap-2">
          <MessageCircle className="text-brand-600 h-5 w-5" aria-hidden />
          Live chat 9am-5pm ET, Monday to Friday.
        </p>
        <p className="flex gap-2">
          <Mail className="text-brand-600 h-5 w-5" aria-hidden />
          Email replies within 24 hours.
        </p>
      </aside>
    </div>
  );
}
