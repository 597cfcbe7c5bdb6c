/* The benchmark's measure of a whole process's peak memory: runs COMMAND and prints its peak
 * resident set in kilobytes (wait4's ru_maxrss) on standard error, exiting with its status.
 *
 *     peak-memory COMMAND [ARGUMENT ...]
 *
 * A child inherits the high-water mark of the memory it was started from, so the benchmark's own
 * (large) process cannot start the command itself: this small program forks it, and so the least
 * it can report is its own few hundred kilobytes. */
#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: peak-memory COMMAND [ARGUMENT ...]\n");
        return 64;
    }
    pid_t child = fork();
    if (child < 0) {
        perror("fork");
        return 71;
    }
    if (child == 0) {
        execvp(argv[1], argv + 1);
        perror(argv[1]);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("wait4");
            return 71;
        }
    }
    fprintf(stderr, "%ld\n", usage.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}
