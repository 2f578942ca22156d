type Level = "info" | "warn" | "error";

/**
 * Writes one structured JSON line. JSON encoding escapes CR/LF, so visitor-supplied values
 * (paths, emails) cannot forge extra log lines. Never pass secrets or passwords.
 */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
