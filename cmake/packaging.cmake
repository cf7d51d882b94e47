# SPDX-License-Identifier: MIT
# The Debian package, made by CPack (scripts/package.sh; docs/PACKAGING.md). Dependencies come
# from the binaries (dpkg-shlibdeps), the binaries are stripped, section games. The layout is
# the games one when configured with the "package" or "ci" preset (/usr/games,
# /usr/share/games/nonet).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME nonet)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Nonet authors")
set(CPACK_PACKAGE_CONTACT "The Nonet authors <nonet@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sudoku game with 100 stages and hints that explain why")
# Debian's long description: lines under 80 columns (lintian), "." for an empty line.
set(CPACK_PACKAGE_DESCRIPTION
    "Nonet is a Sudoku game: 100 seeded stages of rising difficulty, each a
real Sudoku with exactly one solution, graded by the human techniques it
needs. Hints name the technique and show the cells that prove it. Pencil
notes, undo, a timer, light, dark and high-contrast themes, keyboard, mouse,
touch and gamepad, and synthesized sound and music.
.
The package also holds nonet-cli, a command-line tool that solves,
generates, rates and explains puzzles.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://github.com/nonet-game/nonet)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Mesa provides OpenGL 3.3 everywhere (llvmpipe without a GPU); libepoxy loads it at run time,
# so dpkg-shlibdeps cannot see it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libgl1-mesa-dri")
# The CJK fallback font is read from the system, never bundled (20 MB per weight).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-noto-cjk")
if(NONET_SYSTEM_FONTS)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-inter, fonts-noto-cjk")
endif()
include(CPack)
