/// A few packages in dpkg's status format, for machines without `/var/lib/dpkg/status`.
enum SampleStatus {
  static let text = """
    Package: bash
    Status: install ok installed
    Priority: required
    Section: shells
    Installed-Size: 7164
    Maintainer: Matthias Klose <doko@debian.org>
    Architecture: amd64
    Version: 5.2.15-2+b7
    Pre-Depends: libc6 (>= 2.36), libtinfo6 (>= 6)
    Depends: base-files (>= 2.1.12), debianutils (>= 5.6-0.1)
    Description: GNU Bourne Again SHell
     Bash is an sh-compatible command language interpreter that executes
     commands read from the standard input or from a file.
    Homepage: http://tiswww.case.edu/php/chet/bash/bashtop.html

    Package: libreadline8
    Status: install ok installed
    Priority: important
    Section: libs
    Installed-Size: 473
    Maintainer: Matthias Klose <doko@debian.org>
    Architecture: amd64
    Version: 8.2-1.3
    Depends: readline-common, libc6 (>= 2.33), libtinfo6 (>= 6)
    Description: GNU readline and history libraries, run-time libraries
     The GNU readline library aids in the consistency of user interface
     across discrete programs that need to provide a command line interface.

    Package: readline-common
    Status: install ok installed
    Priority: important
    Section: utils
    Installed-Size: 90
    Maintainer: Matthias Klose <doko@debian.org>
    Architecture: all
    Version: 8.2-1.3
    Depends: dpkg (>= 1.15.4) | install-info
    Description: GNU readline and history libraries, common files
     This package contains the common files used by the GNU readline
     and history libraries.

    Package: libc6
    Status: install ok installed
    Priority: optional
    Section: libs
    Installed-Size: 12988
    Maintainer: GNU Libc Maintainers <debian-glibc@lists.debian.org>
    Architecture: amd64
    Version: 2.36-9+deb12u10
    Depends: libgcc-s1
    Description: GNU C Library: Shared libraries
     Contains the standard libraries that are used by nearly all programs on
     the system.

    Package: libgcc-s1
    Status: install ok installed
    Priority: optional
    Section: libs
    Installed-Size: 140
    Maintainer: Debian GCC Maintainers <debian-gcc@lists.debian.org>
    Architecture: amd64
    Version: 12.2.0-14+deb12u1
    Depends: gcc-12-base (= 12.2.0-14+deb12u1), libc6 (>= 2.35)
    Description: GCC support library
     Shared version of the GCC support library.

    Package: gcc-12-base
    Status: install ok installed
    Priority: required
    Section: libs
    Installed-Size: 71
    Maintainer: Debian GCC Maintainers <debian-gcc@lists.debian.org>
    Architecture: amd64
    Version: 12.2.0-14+deb12u1
    Description: GCC, the GNU Compiler Collection (base package)
     This package contains files common to all languages and libraries
     contained in the GNU Compiler Collection (GCC).

    Package: libtinfo6
    Status: install ok installed
    Priority: required
    Section: libs
    Installed-Size: 562
    Maintainer: Craig Small <csmall@debian.org>
    Architecture: amd64
    Version: 6.4-4
    Depends: libc6 (>= 2.33)
    Description: shared low-level terminfo library for terminal handling
     The ncurses library routines are a terminal-independent method of
     updating character screens with reasonable optimization.

    Package: base-files
    Status: install ok installed
    Priority: required
    Section: admin
    Installed-Size: 340
    Maintainer: Santiago Vila <sanvila@debian.org>
    Architecture: amd64
    Version: 12.4+deb12u11
    Description: Debian base system miscellaneous files
     This package contains the basic filesystem hierarchy of a Debian system.

    Package: debianutils
    Status: install ok installed
    Priority: required
    Section: utils
    Installed-Size: 243
    Maintainer: Debian Dpkg Developers <debian-dpkg@lists.debian.org>
    Architecture: amd64
    Version: 5.7-0.5~deb12u1
    Pre-Depends: libc6 (>= 2.34)
    Description: Miscellaneous utilities specific to Debian
     This package provides a number of small utilities which are used
     primarily by the installation scripts of Debian packages.

    Package: dpkg
    Status: install ok installed
    Priority: required
    Section: admin
    Installed-Size: 6550
    Maintainer: Dpkg Developers <debian-dpkg@lists.debian.org>
    Architecture: amd64
    Version: 1.21.22
    Pre-Depends: libbz2-1.0, libc6 (>= 2.34), liblzma5 (>= 5.4.0), libmd0 (>= 0.0.0), libselinux1 (>= 3.1~), libzstd1 (>= 1.5.2), zlib1g (>= 1:1.1.4)
    Depends: tar (>= 1.28-1)
    Description: Debian package management system
     This package provides the low-level infrastructure for handling the
     installation and removal of Debian software packages.

    """
}
