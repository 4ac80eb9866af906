# SPDX-License-Identifier: MIT
# Fails when the given binary links a Qt GUI library (ldd output).
execute_process(COMMAND ldd ${BINARY} OUTPUT_VARIABLE libraries RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "ldd failed on ${BINARY}")
endif()
if(libraries MATCHES "libQt6(Gui|Widgets)")
    message(FATAL_ERROR "${BINARY} links a GUI library:\n${libraries}")
endif()
if(NOT libraries MATCHES "libQt6Core")
    message(FATAL_ERROR "unexpected ldd output for ${BINARY}:\n${libraries}")
endif()
message(STATUS "no GUI libraries in ${BINARY}")
