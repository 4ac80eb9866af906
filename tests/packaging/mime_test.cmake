# SPDX-License-Identifier: MIT
# Compiles the MIME package with update-mime-database, as dpkg's trigger does on
# install, and checks what file managers will read: the glob, the JSON parent and the
# icon. update-mime-database refuses malformed XML; its warnings fail here too.
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/packages)
file(COPY ${MIME_FILE} DESTINATION ${WORK}/packages)
# XDG_DATA_HOME names the scratch folder's parent, or update-mime-database adds a
# note that applications would not search there.
get_filename_component(data_home ${WORK} DIRECTORY)
execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_HOME=${data_home} update-mime-database ${WORK}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output STREQUAL "")
    message(FATAL_ERROR "update-mime-database rejected ${MIME_FILE} (exit ${result}):\n${output}")
endif()

function(expect_line file line)
    file(STRINGS ${WORK}/${file} lines)
    if(NOT line IN_LIST lines)
        string(REPLACE ";" "\n" lines "${lines}")
        message(FATAL_ERROR "${file} lacks \"${line}\"; it has:\n${lines}")
    endif()
endfunction()

expect_line(globs "${MIME_TYPE}:*.cosmos.json")
expect_line(subclasses "${MIME_TYPE} application/json")
expect_line(icons "${MIME_TYPE}:${APP_ID}")
message(STATUS "${MIME_TYPE}: *.cosmos.json, a kind of application/json, icon ${APP_ID}")
