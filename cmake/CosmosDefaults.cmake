# SPDX-License-Identifier: MIT
# Per-target compiler settings shared by every target of the project. Target-based on
# purpose: nothing here touches directory-wide include paths or flags.

# About ninety test programs link the libraries. Linked statically with full debug
# information, each carried a copy of it all: 80-90 MB a program in the default build,
# 130-145 MB under the sanitizers, 22 GB for the three builds of a clean run, and a CI
# machine ran out of disk while linking. Now:
# - the sanitizer build links the libraries as shared libraries (nothing of it is
#   installed), so every test program loads the same ones;
# - the default build, which is the one packaged, keeps them static with line tables
#   and function names only (-g1, as the tests and the sanitizer build have): enough
#   for backtraces and profiles. -gsplit-dwarf was tried: gcc 12 then writes name
#   tables for gdb into every object (54 MB a test program) and ignores -gno-pubnames.
option(COSMOS_SHARED_LIBRARIES "Build the project's libraries as shared libraries (test builds)" OFF)
if(COSMOS_SHARED_LIBRARIES)
    set(COSMOS_LIBRARY_TYPE SHARED)
else()
    set(COSMOS_LIBRARY_TYPE STATIC)
endif()
option(COSMOS_FULL_DEBUG_INFO "Full debug information in the static libraries of RelWithDebInfo" OFF)

function(cosmos_target_defaults target)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "STATIC_LIBRARY" AND CMAKE_BUILD_TYPE STREQUAL "RelWithDebInfo" AND NOT COSMOS_FUZZ
            AND NOT COSMOS_FULL_DEBUG_INFO)
        target_compile_options(${target} PRIVATE -g1)
    endif()
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII
        QT_NO_CAST_TO_ASCII
        QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
        QT_NO_KEYWORDS
        QT_DISABLE_DEPRECATED_BEFORE=0x060400)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic
        -Wnon-virtual-dtor -Wcast-qual -Wformat=2)
    # clang (the fuzz build) spells gcc's -Wshadow=local differently.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        target_compile_options(${target} PRIVATE -Wshadow-uncaptured-local)
    else()
        target_compile_options(${target} PRIVATE -Wshadow=local)
    endif()
    if(COSMOS_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

# The test programs' own code is compiled for build time, not run time: a clean run
# of the test command compiles about sixty of them twice. Measured on one of them
# (tst_searchpolicy.cpp, 2 cores): RelWithDebInfo's -O2 -g took 16-23 s, -O1 -g1
# 9.4 s; under the sanitizers, address+undefined took 22 s, address alone 10 s. The
# code under test (the libraries) keeps its flags, so the suite still runs it under
# both sanitizers; only the tests' own lines lose the undefined-behaviour checks.
function(cosmos_test_compile_options target)
    if(COSMOS_SANITIZE)
        target_compile_options(${target} PRIVATE -fno-sanitize=undefined)
    elseif(CMAKE_BUILD_TYPE STREQUAL "RelWithDebInfo" AND NOT COSMOS_FUZZ)
        target_compile_options(${target} PRIVATE -O1 -g1)
    endif()
endfunction()

# lld links the programs four to five times faster than the default ld.bfd: a
# sanitized test program carries the libraries' debug information (a quarter of a
# gigabyte) and took 7.3 s to link, 2.0 s with lld; the test command links about 120.
option(COSMOS_LLD "Link with lld when it is installed" ON)
if(COSMOS_LLD)
    find_program(COSMOS_LLD_PROGRAM ld.lld)
    if(COSMOS_LLD_PROGRAM)
        add_link_options(-fuse-ld=lld)
    endif()
endif()

if(COSMOS_SANITIZE)
    # Sanitizers must be on for every object and link step, including Qt-generated code.
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

if(COSMOS_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "COSMOS_FUZZ needs clang (libFuzzer); use the `fuzz` preset")
    endif()
    # Coverage instrumentation and sanitizers on every object; libFuzzer's main() is
    # linked into the fuzz target only (tests/fuzz). Qt itself stays uninstrumented.
    add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
        -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

# The programs people run, and the benchmarks that measure them, allocate with mimalloc
# (Debian's libmimalloc-dev). One analysis makes and frees hundreds of thousands of
# small strings and lists; glibc's allocator spent about a quarter of the analysis'
# instructions on them, mimalloc a fraction of that (README, Performance). Not under
# the sanitizers, which replace the allocator themselves; the test programs keep
# glibc's, so the suite checks the code under both.
option(COSMOS_MIMALLOC "Link the programs and benchmarks with mimalloc" ON)
if(COSMOS_MIMALLOC AND NOT COSMOS_SANITIZE AND NOT COSMOS_FUZZ)
    find_package(mimalloc 2.0 REQUIRED CONFIG)
endif()

function(cosmos_fast_allocator target)
    if(TARGET mimalloc)
        # Kept as a direct dependency even though nothing calls it by name: it replaces
        # malloc and free by coming before glibc in the search order.
        target_link_libraries(${target} PRIVATE -Wl,--push-state,--no-as-needed mimalloc -Wl,--pop-state)
    endif()
endfunction()
