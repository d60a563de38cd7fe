// Presses the button marked data-auto-submit once the page has loaded (the
// "Logging out" page). A file, not an inline script, because the
// Content-Security-Policy allows scripts from this origin only. Without
// JavaScript the button stays visible for the user to press.
document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-auto-submit]');
  if (button) button.click();
});
