import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

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
      <ul className="grid gap-2 font-mono text-sm min-[400px]:grid-cols-2">
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

/**
 * The recovery codes as a blocking step of the flow that made them (the first passkey or app, or
 * new codes): the dialog cannot be closed by Escape, a click outside or a close button, only by
 * "I have saved them", so nobody turns on the code step without having seen its codes.
 */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[] | null; onDone: () => void }) {
  const block = (event: Event) => event.preventDefault();
  return (
    <Dialog open={codes !== null}>
      {codes ? (
        <DialogContent hideClose onEscapeKeyDown={block} onPointerDownOutside={block} onInteractOutside={block}>
          <DialogHeader>
            <DialogTitle>Your recovery codes</DialogTitle>
            <DialogDescription>Signing in with your password now also asks for a code. Keep these for the day you lose your devices.</DialogDescription>
          </DialogHeader>
          <RecoveryCodesNotice codes={codes} onDone={onDone} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
