// CProcessMemory: the process-wide memory settings and facts the `flipbook` command uses to keep
// its resident set small, from glibc interfaces the Glibc module Swift imports does not expose
// (`mallopt` and its `M_*` macros from <malloc.h>) or that take C callbacks (`dl_iterate_phdr`).

#ifndef FLIPBOOK_CPROCESSMEMORY_H
#define FLIPBOOK_CPROCESSMEMORY_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Limits malloc to one arena, shared by every thread (glibc's `mallopt(M_ARENA_MAX, 1)`).
///
/// glibc gives each thread that allocates while another holds the lock an arena of its own,
/// and each arena keeps the blocks freed in it for its own thread: a render worker's freed
/// first-frame buffers stay resident beside the other worker's. With one arena, a block one
/// worker freed serves the next allocation of any thread. Call it before starting threads:
/// arenas already made stay. Returns 1 when the setting took effect, 0 when it did not (or
/// where the C library is not glibc).
int fb_malloc_use_one_arena(void);

/// Writes the address ranges of the loadable segments that are never written — neither
/// writable nor inside a relocation read-only (RELRO) range, whose pages the dynamic loader
/// wrote before making them read-only — of the executable and every shared library loaded
/// (not the vDSO, nor an object with text relocations, whose code the loader wrote) as
/// `starts[i]..<ends[i]`, rounded inwards to whole pages: the first `capacity` of them. Returns
/// how many there are in all (call again with more room when that exceeds `capacity`). That is their code and their read-only data: pages
/// holding exactly the file's bytes, so dropping them from the resident set
/// (`madvise(MADV_DONTNEED)`) only makes them fault back in from the file when used again.
size_t fb_unwritten_segments(uintptr_t *starts, uintptr_t *ends, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif
