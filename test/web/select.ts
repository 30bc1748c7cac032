// Picks an option of an antd Select by its label, as a user does: open it, enter the option's name, click it. The name
// is entered as one change (as pasted): typed key by key it cost 0.4-0.9 CPU-seconds a choice in jsdom, the Select
// filtering its options at every key, and a test of three choices ran past its timeout on a loaded machine.
import { fireEvent, screen, waitFor, type BoundFunctions, type queries } from '@testing-library/react';

export async function chooseOption(label: string, option: string, scope: Pick<BoundFunctions<typeof queries>, 'getByLabelText'> = screen) {
  const box = scope.getByLabelText(label);
  fireEvent.mouseDown(box);
  // A Select without search has a read-only box, which takes no text (as typing into it, a user's or user-event's, does not).
  if (!(box as HTMLInputElement).readOnly) fireEvent.change(box, { target: { value: option } });
  const match = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.getAttribute('title') === option);
    if (!found) throw new Error(`No option ${option}`);
    return found;
  });
  fireEvent.click(match);
}
