import { CalendarCheck } from "lucide-react";
import { indiaToday } from "#core/format/india-time";
import { Button } from "@/components/ui/button";
import type { ListStateControls } from "../list/list-state";

/**
 * "New today": the inquiries that arrived today, India's day, through the list's own From and To
 * (so the URL, the dates shown and the API agree); pressed again, every day is back.
 */
export function NewTodayToggle({ list }: { list: ListStateControls }) {
  const today = indiaToday();
  const pressed = list.state.from === today && list.state.to === today;
  return (
    <Button type="button" variant={pressed ? "default" : "outline"} aria-pressed={pressed} onClick={() => (pressed ? list.setDates("", "") : list.setDates(today, today))}>
      <CalendarCheck aria-hidden />
      New today
    </Button>
  );
}
