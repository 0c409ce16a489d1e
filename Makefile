# Building and installing LinkLab for users (README, "Install"). `swift run linklab` and `swift test` need none
# of this: it makes the release binaries (the Swift runtime linked in, stripped), installs them with the man
# page and shell completions, and packs a release archive or a Debian package.
#
#   make                                  release binaries in .build-release/release
#   make install PREFIX=/usr/local        (and DESTDIR=… for a staged install)
#   make uninstall PREFIX=/usr/local
#   make dist                             linklab-VERSION-PLATFORM.tar.gz
#   make deb                              linklab_VERSION_ARCH.deb (Debian and Ubuntu, with dpkg-deb)

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
SCRATCH ?= .build-release

# The version lives in one place; the commit is the checkout's, "-dirty" when it has changes.
VERSION := $(shell sed -n 's/^\#define LINKLAB_VERSION "\(.*\)"/\1/p' Sources/CLinkLabBuild/build.h)
COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null)$(shell git diff --quiet HEAD -- 2>/dev/null || echo -dirty)
OS := $(shell uname -s)
ARCH := $(shell uname -m)
PLATFORM := $(shell uname -s | tr A-Z a-z)-$(ARCH)

# The Swift runtime is linked in on Linux; macOS ships its own with the system, so it is left out there.
ifeq ($(OS),Darwin)
STATIC :=
STRIP := strip -x
else
STATIC := --static-swift-stdlib
STRIP := strip --strip-all
endif

BUILD_FLAGS := -c release $(STATIC) --scratch-path $(SCRATCH) -Xcc -DLINKLAB_COMMIT='"$(COMMIT)"'
BIN := $(SCRATCH)/release
PROGRAMS := linklab linklab-fetch
STAGE := $(SCRATCH)/stage
GENERATED := $(SCRATCH)/generated

.PHONY: all build man completions install uninstall dist deb clean version

all: build man completions

version:
	@echo $(VERSION)

build:
	$(SWIFT) build $(BUILD_FLAGS)
	mkdir -p $(GENERATED)/bin
	for program in $(PROGRAMS); do cp $(BIN)/$$program $(GENERATED)/bin/$$program && $(STRIP) $(GENERATED)/bin/$$program; done

# The man page from the command's own help, by swift-argument-parser's generate-manual plugin. It runs the
# debug build in .build (the help text is the same; `swift build` or `swift test` has usually made it
# already), so that the release build is not made a second time without its flags.
man: build
	mkdir -p $(GENERATED)/man
	$(SWIFT) package plugin generate-manual --configuration debug \
		--date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" --authors "The LinkLab team" >/dev/null
	cp .build/plugins/GenerateManual/outputs/linklab/linklab.1 $(GENERATED)/man/linklab.1

completions: build
	mkdir -p $(GENERATED)/completions
	$(GENERATED)/bin/linklab --generate-completion-script bash > $(GENERATED)/completions/linklab.bash
	$(GENERATED)/bin/linklab --generate-completion-script zsh > $(GENERATED)/completions/_linklab
	$(GENERATED)/bin/linklab --generate-completion-script fish > $(GENERATED)/completions/linklab.fish

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	for program in $(PROGRAMS); do install -m 0755 $(GENERATED)/bin/$$program $(DESTDIR)$(PREFIX)/bin/$$program; done
	install -m 0644 $(GENERATED)/man/linklab.1 $(DESTDIR)$(PREFIX)/share/man/man1/linklab.1
	install -m 0644 $(GENERATED)/completions/linklab.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/linklab
	install -m 0644 $(GENERATED)/completions/_linklab $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_linklab
	install -m 0644 $(GENERATED)/completions/linklab.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/linklab.fish

uninstall:
	for program in $(PROGRAMS); do rm -f $(DESTDIR)$(PREFIX)/bin/$$program; done
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/linklab.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/linklab \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_linklab \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/linklab.fish

# The release archive: the installed tree, the README, the contract, and what it was built with.
dist: all
	rm -rf $(STAGE)/linklab-$(VERSION)
	$(MAKE) install DESTDIR=$(STAGE)/linklab-$(VERSION) PREFIX=
	cp README.md $(STAGE)/linklab-$(VERSION)/README.md
	mkdir -p $(STAGE)/linklab-$(VERSION)/docs && cp docs/contract.md $(STAGE)/linklab-$(VERSION)/docs/contract.md
	scripts/build-info.sh "$(VERSION)" "$(COMMIT)" "$(SCRATCH)" > $(STAGE)/linklab-$(VERSION)/BUILD-INFO.txt
	tar -czf linklab-$(VERSION)-$(PLATFORM).tar.gz -C $(STAGE) linklab-$(VERSION)
	@echo "made linklab-$(VERSION)-$(PLATFORM).tar.gz"

# A Debian package, installed under /usr.
deb: all
	rm -rf $(STAGE)/deb
	$(MAKE) install DESTDIR=$(STAGE)/deb PREFIX=/usr
	mkdir -p $(STAGE)/deb/DEBIAN $(STAGE)/deb/usr/share/doc/linklab
	cp README.md docs/contract.md $(STAGE)/deb/usr/share/doc/linklab/
	scripts/build-info.sh "$(VERSION)" "$(COMMIT)" "$(SCRATCH)" > $(STAGE)/deb/usr/share/doc/linklab/BUILD-INFO.txt
	scripts/deb-control.sh "$(VERSION)" "$$(dpkg --print-architecture)" "$(STAGE)/deb" > $(STAGE)/deb/DEBIAN/control
	dpkg-deb --root-owner-group --build $(STAGE)/deb linklab_$(VERSION)_$$(dpkg --print-architecture).deb

clean:
	rm -rf $(SCRATCH) linklab-*.tar.gz linklab_*.deb
