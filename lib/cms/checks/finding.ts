export type Severity = 'error' | 'warning'
export type FindingKind =
  | 'picture'
  | 'heading'
  | 'link-text'
  | 'link'
  | 'link-scheme'
  | 'length'
  | 'table'
  | 'caps'
  | 'contrast'
  | 'readability'
/** One finding, with the path of the field it is about (Payload's error path, shown beside the field). */
export type Finding = { path: string; severity: Severity; kind: FindingKind; message: string }
