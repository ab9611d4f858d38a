import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** Avatar with 'Change Photo': the chosen image is previewed in the browser only (saves are simulated). */
export function ChangePhoto({ name }: { name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<string | null>(null);

  function choose(file: File | undefined) {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setPhoto(reader.result);
    reader.readAsDataURL(file);
  }

  return (
    <div className="flex items-center gap-4">
      {photo ? (
        <img src={photo} alt="Profile photo" className="h-16 w-16 rounded-full object-cover" />
      ) : (
        <span
          aria-label="Profile photo"
          role="img"
          className="bg-brand-600 flex h-16 w-16 items-center justify-center rounded-full text-xl font-semibold text-white"
        >
          {initials(name)}
        </span>
      )}
      <Button variant="outline" onClick={() => input.current?.click()}>
        Change Photo
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label="Photo file"
        className="hidden"
        onChange={(e) => choose(e.target.files?.[0])}
      />
    </div>
  );
}
