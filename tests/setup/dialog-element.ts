// jsdom has HTMLDialogElement without its methods. These do what the browser does that screens
// rely on: showModal opens the dialog and moves the focus into it (its first focusable element);
// close closes it. The browser's focus trap and inert page are checked by the end-to-end tests.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>(
    'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]',
  )?.focus();
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
