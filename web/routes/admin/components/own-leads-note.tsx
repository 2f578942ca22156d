/**
 * The line under a card's title when its figures count only the signed-in advisor's own leads
 * (Settings → Lead desk: advisors see only the inquiries assigned to them). The spec's title stays.
 */
export function OwnLeadsNote({ shown }: { shown: boolean | undefined }) {
  return shown ? <p className="text-xs font-medium text-muted-foreground">Your leads only</p> : null;
}
