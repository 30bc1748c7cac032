// Enters text into a field as a user who pastes it: focused by a click, then the text in one input event. Typed key by
// key (user-event's `type`), an antd form renders and validates once a key, 0.4-0.9 CPU-seconds a field in jsdom, and
// forms of three fields ran past a test's 20 s beside four busy loops. Keys that mean something (Enter) are pressed as keys.
import userEvent, { type UserEvent } from '@testing-library/user-event';

export async function enter(field: HTMLElement, text: string, ui: UserEvent = userEvent.setup()): Promise<void> {
  await ui.click(field);
  await ui.paste(text);
}

/** Replaces what a field holds with `text`, as a user who selects it all and pastes over it. */
export async function replace(field: HTMLElement, text: string, ui: UserEvent = userEvent.setup()): Promise<void> {
  await ui.clear(field);
  if (text) await ui.paste(text);
}
