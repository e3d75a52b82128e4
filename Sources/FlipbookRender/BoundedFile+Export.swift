// `BoundedFile` lives in Codecs (every reader of untrusted files — scene images, manifests,
// goldens, `diff`'s inputs — goes through it); FlipbookRender's clients keep naming it as before.
@_exported import enum Codecs.BoundedFile
