// The rules of a resource (spec §5), the same in the form and on the server.

/** A resource links to something: a URL, a new file, or the file it already has. */
export const hasUrlOrFile = (resource: { url: string; hasFile: boolean }) =>
  resource.url !== '' || resource.hasFile;

/** 'rapport.final.pdf' names the resource 'rapport'; a file named '.env', nothing. */
export const nameFromFileName = (fileName: string) => fileName.split('.')[0]?.trim() ?? '';
