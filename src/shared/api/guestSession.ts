// POST /api/guest-session: 204, setting the guest session cookie when the
// browser has none yet. A guest's uploads and submission belong to that
// session; the uploader asks for it once before uploading several files at once.

export const GUEST_SESSION_STARTED_RESPONSE = {
  type: 'null',
  description: 'The guest session exists (the cookie is set when the browser had none); also for a signed-in caller',
} as const;
