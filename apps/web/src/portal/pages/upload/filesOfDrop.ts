/**
 * The files of a drop, folders included (read recursively through the entries API); a browser without
 * that API gives the plain file list.
 */
export async function filesOfDrop(data: DataTransfer): Promise<File[]> {
  const entries = Array.from(data.items ?? [])
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0) return Array.from(data.files);
  const files: File[] = [];
  for (const entry of entries) files.push(...(await filesOfEntry(entry)));
  return files;
}

async function filesOfEntry(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile)
    return [
      await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)),
    ];
  if (!entry.isDirectory) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  // A directory reader answers in batches until it answers an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) break;
    children.push(...batch);
  }
  const files: File[] = [];
  for (const child of children) files.push(...(await filesOfEntry(child)));
  return files;
}
