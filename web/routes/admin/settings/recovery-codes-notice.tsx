import { Button } from "@/components/ui/button";

interface RecoveryCodesNoticeProps {
  codes: string[];
  onDone: () => void;
}

/** New recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesNotice({ codes, onDone }: RecoveryCodesNoticeProps) {
  return (
    <section aria-label="Your recovery codes" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-medium">Save these recovery codes now. They will not be shown again.</p>
      <p className="text-sm">
        If you lose your passkeys and your authenticator app, each code signs you in once together with your password. Print them or
        keep them in your password manager.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}>
          Copy codes
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}
