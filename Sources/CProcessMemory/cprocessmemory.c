// See include/cprocessmemory.h.

#define _GNU_SOURCE
#include "cprocessmemory.h"

#if defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#if __has_include(<link.h>)
#include <link.h>
#define FB_HAVE_LINK_H 1
#endif
#endif
#include <string.h>
#include <unistd.h>

int fb_malloc_use_one_arena(void) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
  return mallopt(M_ARENA_MAX, 1) == 1;
#else
  return 0;
#endif
}

#if defined(FB_HAVE_LINK_H)
typedef struct fb_segment_list {
  uintptr_t *starts;
  uintptr_t *ends;
  size_t capacity;
  size_t count;
} fb_segment_list;

static int fb_collect_unwritten(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  fb_segment_list *list = data;
  // The vDSO is the kernel's, not a file's.
  if (info->dlpi_name != NULL && strncmp(info->dlpi_name, "linux-vdso", 10) == 0) return 0;
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t relro_start = 0, relro_end = 0;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[i];
    if (header->p_type == PT_GNU_RELRO) {
      relro_start = info->dlpi_addr + header->p_vaddr;
      relro_end = relro_start + header->p_memsz;
    }
    // Text relocations: the loader wrote into this object's read-only segments, so dropping
    // their pages would bring back the unrelocated bytes. Leave the whole object alone.
    if (header->p_type == PT_DYNAMIC) {
      for (const ElfW(Dyn) *entry = (const ElfW(Dyn) *)(info->dlpi_addr + header->p_vaddr);
           entry->d_tag != DT_NULL; entry++) {
        if (entry->d_tag == DT_TEXTREL) return 0;
        if (entry->d_tag == DT_FLAGS && (entry->d_un.d_val & DF_TEXTREL) != 0) return 0;
      }
    }
  }
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[i];
    if (header->p_type != PT_LOAD || (header->p_flags & PF_W) != 0) continue;
    uintptr_t start = info->dlpi_addr + header->p_vaddr;
    uintptr_t end = start + header->p_filesz;  // past p_filesz the loader zeroed anonymous memory
    if (start < relro_end && relro_start < end) continue;
    start = (start + page - 1) & ~(page - 1);
    end &= ~(page - 1);
    if (start >= end) continue;
    if (list->count < list->capacity) {
      list->starts[list->count] = start;
      list->ends[list->count] = end;
    }
    list->count += 1;
  }
  return 0;
}
#endif

size_t fb_unwritten_segments(uintptr_t *starts, uintptr_t *ends, size_t capacity) {
#if defined(FB_HAVE_LINK_H)
  fb_segment_list list = {starts, ends, capacity, 0};
  dl_iterate_phdr(fb_collect_unwritten, &list);
  return list.count;
#else
  (void)starts;
  (void)ends;
  (void)capacity;
  return 0;
#endif
}
