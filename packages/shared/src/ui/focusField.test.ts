import { focusFieldUnlessTyping } from './focusField';

function fields() {
  document.body.innerHTML = '<button id="close">x</button><input id="name" /><input id="firstname" /><div contenteditable="true" id="note"></div>';
  const byId = (id: string) => document.getElementById(id)!;
  return { close: byId('close'), name: byId('name'), firstname: byId('firstname'), note: byId('note') };
}

describe('focusFieldUnlessTyping', () => {
  it('puts the cursor into the first field when the dialog opens on its close button', () => {
    const { close, name } = fields();
    close.focus();
    focusFieldUnlessTyping(name);
    expect(document.activeElement).toBe(name);
  });

  it('leaves the cursor where the user already types (a click into another field before the dialog had opened)', () => {
    const { name, firstname } = fields();
    firstname.focus();
    focusFieldUnlessTyping(name);
    expect(document.activeElement).toBe(firstname);
  });

  it('takes nothing when there is no field', () => {
    const { close } = fields();
    close.focus();
    focusFieldUnlessTyping(null);
    expect(document.activeElement).toBe(close);
  });
});
