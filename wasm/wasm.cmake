# The two Emscripten link targets of the engine (included from the top CMakeLists.txt
# when building with emcmake):
#   keyscape_node -> build/wasm/keyscape.js + keyscape.wasm  (CommonJS factory, Node)
#   keyscape_web  -> build/wasm/web/keyscape.mjs + keyscape.wasm (ES module, browser/worker)
set(KEYSCAPE_WASM_COMMON_LINK --bind -sMODULARIZE=1 -sEXPORT_NAME=createKeyscapeModule
    -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB -sFILESYSTEM=0)
if(CMAKE_BUILD_TYPE STREQUAL "Debug")
  list(APPEND KEYSCAPE_WASM_COMMON_LINK -sASSERTIONS=1)
endif()

add_executable(keyscape_node ${CMAKE_SOURCE_DIR}/wasm/bindings.cpp)
target_link_libraries(keyscape_node PRIVATE keyscape_core)
target_link_options(keyscape_node PRIVATE ${KEYSCAPE_WASM_COMMON_LINK} -sENVIRONMENT=node)
set_target_properties(keyscape_node PROPERTIES OUTPUT_NAME keyscape SUFFIX ".js"
                      RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

add_executable(keyscape_web ${CMAKE_SOURCE_DIR}/wasm/bindings.cpp)
target_link_libraries(keyscape_web PRIVATE keyscape_core)
target_link_options(keyscape_web PRIVATE ${KEYSCAPE_WASM_COMMON_LINK} -sEXPORT_ES6=1
                    -sENVIRONMENT=web,worker)
set_target_properties(keyscape_web PROPERTIES OUTPUT_NAME keyscape SUFFIX ".mjs"
                      RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/web)
