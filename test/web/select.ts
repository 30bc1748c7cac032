// Picks an option of an antd Select by its label, as a user does: open it, type the option's name, click it.
import { fireEvent, screen, waitFor, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function chooseOption(label: string, option: string, scope: Pick<BoundFunctions<typeof queries>, 'getByLabelText'> = screen) {
  const box = scope.getByLabelText(label);
  fireEvent.mouseDown(box);
  await userEvent.setup().type(box, option);
  const match = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.getAttribute('title') === option);
    if (!found) throw new Error(`No option ${option}`);
    return found;
  });
  fireEvent.click(match);
}
