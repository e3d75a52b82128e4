// The machine's own limit on two workers, for Benchmarks/versus-c.sh: how much faster two threads
// are than one on a frame's memory traffic. Each pass fills a frame-sized buffer (as cairo clears
// and fills a frame) and reads it back (as the PNG writer's filter pass does); nothing else.
//
//   memory-contention REPS BYTES…   prints "BYTES SPEEDUP" a line each: one thread's time for
//                                   2N passes over its buffer ÷ two threads' time for N passes
//                                   each over their own, the median of REPS alternating runs
//
// 2.0 means the two cores do not slow each other down on that traffic; a frame-sized buffer's
// figure is the best any renderer whose frames go to memory can scale on this machine.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

struct job { size_t bytes; int passes; uint8_t *buffer; uint64_t sum; };

static void *work(void *argument) {
  struct job *job = argument;
  uint64_t sum = 0;
  for (int pass = 0; pass < job->passes; pass++) {
    memset(job->buffer, pass & 0xFF, job->bytes);
    const uint64_t *words = (const uint64_t *)job->buffer;
    for (size_t i = 0; i < job->bytes / 8; i++) sum += words[i];
  }
  job->sum = sum;
  return NULL;
}

static double timed(struct job *jobs, int threads) {
  pthread_t ids[2];
  double start = now();
  for (int t = 0; t < threads; t++) pthread_create(&ids[t], NULL, work, &jobs[t]);
  for (int t = 0; t < threads; t++) pthread_join(ids[t], NULL);
  return now() - start;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 5;
  if (reps < 1 || reps > 99) { fprintf(stderr, "usage: memory-contention [REPS 1-99]\n"); return 2; }
  for (int a = 2; a < argc; a++) {
    size_t bytes = strtoull(argv[a], NULL, 10);
    if (bytes < 4096 || bytes > (1u << 30)) { fprintf(stderr, "memory-contention: size %s out of range\n", argv[a]); return 2; }
    int passes = (int)(400000000ull / bytes) + 1;  // about 0.4 GB of traffic a thread
    struct job jobs[2];
    for (int t = 0; t < 2; t++) {
      jobs[t].bytes = bytes;
      jobs[t].buffer = malloc(bytes);
      if (!jobs[t].buffer) { fprintf(stderr, "memory-contention: out of memory\n"); return 1; }
      memset(jobs[t].buffer, 1, bytes);
    }
    double ratios[99];
    for (int r = 0; r < reps; r++) {
      jobs[0].passes = 2 * passes;
      double one = timed(jobs, 1);
      jobs[0].passes = jobs[1].passes = passes;
      double two = timed(jobs, 2);
      ratios[r] = one / two;
    }
    qsort(ratios, reps, sizeof ratios[0], compare);
    printf("%zu %.3f\n", bytes, ratios[reps / 2]);
    for (int t = 0; t < 2; t++) free(jobs[t].buffer);
  }
  return 0;
}
