/**
 * Whether a post's author field names this team member: the same name without regard to case or
 * the spaces around it. The one rule for the public article (worker/people/published.ts) and the
 * admin's preview of it.
 */
export function namesPerson(author: string, personName: string): boolean {
  return author.trim().toLowerCase() === personName.trim().toLowerCase();
}
