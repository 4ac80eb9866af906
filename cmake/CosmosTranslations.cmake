# SPDX-License-Identifier: MIT
# The GUI's translations: translations/cosmos-modeler_<lang>.ts, compiled to .qm and
# embedded in `target` under :/i18n.
#
# lupdate scans every source the GUI shows text from: app/gui, views/ and model/
# except model/export. The exported design documents (context cosmos::ExportTr) and
# the CLI stay in English — they are stable interfaces compared in tests — so their
# strings are kept out of the .ts files on purpose.
#
#   cmake --build build/default --target update_translations   # rerun lupdate
#
# The glob is re-checked at each build, so sources added on other branches are
# picked up without touching this file.
function(cosmos_add_translations target)
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS
        "${PROJECT_SOURCE_DIR}/app/gui/*.cpp" "${PROJECT_SOURCE_DIR}/app/gui/*.h"
        "${PROJECT_SOURCE_DIR}/views/*.cpp" "${PROJECT_SOURCE_DIR}/views/*.h"
        "${PROJECT_SOURCE_DIR}/model/*.cpp" "${PROJECT_SOURCE_DIR}/model/*.h")
    list(FILTER sources EXCLUDE REGEX "/model/export/")
    qt_add_translations(${target}
        TS_FILES
            "${PROJECT_SOURCE_DIR}/translations/cosmos-modeler_ja.ts"
            "${PROJECT_SOURCE_DIR}/translations/cosmos-modeler_hi.ts"
        RESOURCE_PREFIX "/i18n"
        SOURCES ${sources}
        INCLUDE_DIRECTORIES "${PROJECT_SOURCE_DIR}"
        # No line numbers: they would change the .ts files, and cause merge
        # conflicts, at every edit of a source file. Strings that disappear are kept
        # (marked vanished) rather than dropped: on another branch they may still
        # exist, and lupdate reuses the translation when they come back.
        LUPDATE_OPTIONS -locations none)

    # English is the source language, but its plurals need a translation: without
    # one, tr("%n container(s)", nullptr, n) reads "1 container(s)". The English file
    # holds the plural messages only (what lupdate -pluralonly writes); tst_uilanguage
    # fails when a plural message of the other files is missing from it.
    set(english_ts "${PROJECT_SOURCE_DIR}/translations/cosmos-modeler_en.ts")
    set(english_qm "${CMAKE_CURRENT_BINARY_DIR}/i18n/cosmos-modeler_en.qm")
    add_custom_command(OUTPUT "${english_qm}"
        COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/i18n"
        COMMAND Qt6::lrelease -silent "${english_ts}" -qm "${english_qm}"
        DEPENDS "${english_ts}" VERBATIM)
    qt_add_resources(${target} "english_plurals" PREFIX "/i18n" BASE "${CMAKE_CURRENT_BINARY_DIR}/i18n"
        FILES "${english_qm}")
endfunction()
