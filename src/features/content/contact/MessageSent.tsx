import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';

export function MessageSent({ onSendAnother }: { onSendAnother: () => void }) {
  return (
    <div
      role="status"
      className="border-brand-500 bg-brand-50 dark:bg-brand-900/30 flex flex-col items-center gap-3 rounded-lg border p-8 text-center"
    >
      <CheckCircle2 className="text-brand-600 h-10 w-10" aria-hidden />
      <h2 className="text-xl font-semibold">Message Sent!</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Thanks for reaching out. We reply within 24 hours.
      </p>
      <Button variant="outline" onClick={onSendAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
