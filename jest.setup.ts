import '@testing-library/jest-dom'

// jsdom has no <dialog> methods; give components the behaviour browsers have.
if (typeof window !== 'undefined' && typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}
