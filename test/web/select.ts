// Picks an option of an antd Select by its label, as a user does: open it, enter the option's name, click it in the one
// list open. The name is entered as one change (as pasted): typed key by key it cost 0.4-0.9 CPU-seconds a choice in
// jsdom, the Select filtering its options at every key, and a test of three choices ran past its timeout on a loaded
// machine.
import { fireEvent, screen, waitFor, type BoundFunctions, type queries } from '@testing-library/react';

/**
 * The lists open: a closed list stays in the document, hidden or in its leave motion (which never ends in jsdom), and
 * may hold an option of the same name. The box does not say which list is its own: its aria-controls names an id every
 * Select shares in tests (rc-component's useId gives 'test-id').
 */
const OPEN_LIST = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])';

export async function chooseOption(label: string, option: string, scope: Pick<BoundFunctions<typeof queries>, 'getByLabelText'> = screen) {
  const box = scope.getByLabelText(label);
  fireEvent.mouseDown(box);
  // A Select without search has a read-only box, which takes no text (as typing into it, a user's or user-event's, does not).
  if (!(box as HTMLInputElement).readOnly) fireEvent.change(box, { target: { value: option } });
  const match = await waitFor(() => {
    const open = document.querySelectorAll(OPEN_LIST);
    if (open.length !== 1) throw new Error(`${open.length} lists open after opening ${label}`);
    const found = [...open[0]!.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.getAttribute('title') === option);
    if (!found) throw new Error(`${label}'s list has no option ${option}`);
    return found;
  });
  fireEvent.click(match);
}
