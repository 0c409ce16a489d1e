// LinkLab's version, in one place: `linklab --version`, `make dist` and `make deb` all read it from here.
// The commit is given by `make` (-Xcc -DLINKLAB_COMMIT='"…"'); a plain `swift build` knows none.
#ifndef LINKLAB_BUILD_H
#define LINKLAB_BUILD_H

#define LINKLAB_VERSION "0.2.0"

#ifndef LINKLAB_COMMIT
#define LINKLAB_COMMIT ""
#endif

static inline const char *linklab_version(void) { return LINKLAB_VERSION; }
static inline const char *linklab_commit(void) { return LINKLAB_COMMIT; }

#endif
