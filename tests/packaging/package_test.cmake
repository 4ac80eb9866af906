# SPDX-License-Identifier: MIT
# Builds the .deb with cpack, checks its control fields, unpacks it into a scratch
# root with dpkg -x (no root rights, nothing touches the system) and runs what it
# installed: the CLI on an installed sample, the GUI's --version.
#   cmake -DCPACK_CONFIG=… -DWORK=… -DVERSION=… -DAPP_ID=… -DMIME_TYPE=… -P package_test.cmake
cmake_minimum_required(VERSION 3.25)

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT result EQUAL 0)
        string(REPLACE ";" " " command "${ARGN}")
        message(FATAL_ERROR "`${command}` failed (${result}):\n${out}\n${err}")
    endif()
    set(run_output "${out}" PARENT_SCOPE)
endfunction()

# For the commands that answer one line (a control field, an architecture).
function(run_stripped variable)
    run(${ARGN})
    string(STRIP "${run_output}" stripped)
    set(${variable} "${stripped}" PARENT_SCOPE)
endfunction()

# A control relation field ("a (>= 1), b | c") names a package when it is one of the
# alternatives, whatever the version constraint.
function(expect_in field what expected)
    string(REGEX REPLACE "\\([^)]*\\)" "" names "${field}")
    string(REGEX REPLACE "[ ]*[,|][ ]*" ";" names "${names}")
    string(STRIP "${names}" names)
    if(NOT expected IN_LIST names)
        message(FATAL_ERROR "${what} lacks ${expected}: ${field}")
    endif()
endfunction()

# --- build -----------------------------------------------------------------------------
file(REMOVE_RECURSE ${WORK})
run(${CMAKE_CPACK_COMMAND} --config ${CPACK_CONFIG} -G DEB -B ${WORK}/out)
run_stripped(arch dpkg --print-architecture)
set(deb ${WORK}/out/cosmos-modeler_${VERSION}_${arch}.deb)
if(NOT EXISTS ${deb})
    file(GLOB made ${WORK}/out/*.deb)
    message(FATAL_ERROR "expected ${deb}; cpack made: ${made}")
endif()

# --- control fields ----------------------------------------------------------------------
run_stripped(package dpkg-deb --field ${deb} Package)
run_stripped(version dpkg-deb --field ${deb} Version)
if(NOT package STREQUAL "cosmos-modeler" OR NOT version STREQUAL VERSION)
    message(FATAL_ERROR "control says ${package} ${version}, expected cosmos-modeler ${VERSION}")
endif()
run_stripped(depends dpkg-deb --field ${deb} Depends)
run_stripped(recommends dpkg-deb --field ${deb} Recommends)
message(STATUS "Depends: ${depends}")
message(STATUS "Recommends: ${recommends}")

# Declared by hand: loaded at run time, invisible to dpkg-shlibdeps.
foreach(expected qt6-qpa-plugins libqt6svg6)
    expect_in("${depends}" Depends ${expected})
endforeach()
foreach(expected fonts-noto-core fonts-noto-cjk)
    expect_in("${recommends}" Recommends ${expected})
endforeach()

# --- unpack ------------------------------------------------------------------------------
set(root ${WORK}/root)
run(dpkg -x ${deb} ${root})
set(usr ${root}/usr)
set(expected_files
    bin/cosmos-modeler
    bin/cosmos-modeler-cli
    share/applications/${APP_ID}.desktop
    share/metainfo/${APP_ID}.metainfo.xml
    share/mime/packages/${APP_ID}.xml
    share/icons/hicolor/scalable/apps/${APP_ID}.svg
    share/cosmos-modeler/samples/ecommerce.cosmos.json
    share/doc/cosmos-modeler/copyright)
foreach(size 16 24 32 48 64 128 256)
    list(APPEND expected_files share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
endforeach()
foreach(relative ${expected_files})
    if(NOT EXISTS ${usr}/${relative})
        message(FATAL_ERROR "the package does not install /usr/${relative}")
    endif()
endforeach()

# Every shared library the programs link must come from a package in Depends: that
# is what lets `apt install ./cosmos-modeler_*.deb` work on a fresh machine.
run_stripped(multiarch dpkg-architecture --query DEB_HOST_MULTIARCH)
foreach(binary cosmos-modeler cosmos-modeler-cli)
    run(objdump -p ${usr}/bin/${binary})
    string(REGEX MATCHALL "NEEDED +[^\n]+" needed "${run_output}")
    foreach(entry ${needed})
        string(REGEX REPLACE "NEEDED +" "" library "${entry}")
        run(dpkg-query --search "*/${multiarch}/${library}")
        string(REGEX MATCH "^[^:]+" owner "${run_output}")
        expect_in("${depends}" "Depends (for ${library} of ${binary})" ${owner})
    endforeach()
endforeach()

# The desktop entry and the metadata refer to what the package installs.
file(STRINGS ${usr}/share/applications/${APP_ID}.desktop desktop)
foreach(line "Icon=${APP_ID}" "Exec=cosmos-modeler %f" "MimeType=${MIME_TYPE};")
    if(NOT line IN_LIST desktop)
        message(FATAL_ERROR "the installed desktop entry lacks ${line}")
    endif()
endforeach()
file(READ ${usr}/share/metainfo/${APP_ID}.metainfo.xml metainfo)
foreach(fragment "<id>${APP_ID}</id>" "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>"
        "<release version=\"${VERSION}\"" "<mediatype>${MIME_TYPE}</mediatype>")
    string(FIND "${metainfo}" "${fragment}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the installed metainfo lacks ${fragment}")
    endif()
endforeach()

# --- run what was installed --------------------------------------------------------------
set(sample ${usr}/share/cosmos-modeler/samples/ecommerce.cosmos.json)
run(${usr}/bin/cosmos-modeler-cli --version)
if(NOT run_output MATCHES "cosmos-modeler-cli ${VERSION}")
    message(FATAL_ERROR "the installed CLI reports: ${run_output}")
endif()
run(${usr}/bin/cosmos-modeler-cli check ${sample})
run(${usr}/bin/cosmos-modeler-cli analyze ${sample} --format json)
string(JSON containers LENGTH "${run_output}" containers)
string(JSON monthly GET "${run_output}" totals monthlyCostUsd)
if(containers LESS 1 OR NOT monthly GREATER 0)
    message(FATAL_ERROR "the installed CLI analysed the sample to ${containers} containers, ${monthly} USD")
endif()
run(${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ${usr}/bin/cosmos-modeler --version)
if(NOT run_output MATCHES "${VERSION}")
    message(FATAL_ERROR "the installed GUI reports: ${run_output}")
endif()
message(STATUS "${deb}: installs and runs (${containers} containers, ${monthly} USD a month for the sample)")
