/**
 * A field people never see or reach; bots that fill every input fill it too, and the API then
 * accepts and silently drops the submission. Hidden with sr-only plus aria-hidden and no tab stop,
 * not display:none, which some bots skip.
 */
export function WebsiteHoneypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
