# The libFuzzer build, run by scripts/fuzz as `make -f tests/fuzz/fuzz.mk -j N ROOT=... OUT=...`.
# Every core/src/**/*.cc is compiled once with ASan, UBSan (aborting on the first report) and
# fuzzer coverage into $(OUT)/obj/; -MMD dependency files rebuild an object only when its
# source or one of the headers it includes changes. Each tests/fuzz/<name>_fuzz.cc links with
# all of them into $(OUT)/<name>_fuzz. A target that needs more than the engine names its
# extra sources (paths from the repository root) on lines of their own:
#   // fuzz-sources: core/cli/serve_http.cc core/cli/crc32.cc
# and the libraries to link on a line `// fuzz-libs: -lfoo` (serve_fuzz.cc does both).
CXX := clang++
SAN := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CXXFLAGS := -std=c++20 -O1 -g $(SAN) -fsanitize=fuzzer-no-link -I$(ROOT)/core/include \
            -DCPPHTTPLIB_OPENSSL_SUPPORT -DCPPHTTPLIB_ZLIB_SUPPORT -DCPPHTTPLIB_BROTLI_SUPPORT

ENGINE_SRCS := $(shell find $(ROOT)/core/src -name '*.cc' | sort)
ENGINE_OBJS := $(patsubst $(ROOT)/%.cc,$(OUT)/obj/%.o,$(ENGINE_SRCS))
TARGET_SRCS := $(sort $(wildcard $(ROOT)/tests/fuzz/*_fuzz.cc))
TARGETS := $(patsubst $(ROOT)/tests/fuzz/%.cc,$(OUT)/%,$(TARGET_SRCS))

extra_srcs = $(shell sed -n 's|^// fuzz-sources: ||p' $(ROOT)/tests/fuzz/$(1).cc)
extra_libs = $(shell sed -n 's|^// fuzz-libs: ||p' $(ROOT)/tests/fuzz/$(1).cc)

all: $(TARGETS)
engine: $(ENGINE_OBJS)

$(OUT)/obj/%.o: $(ROOT)/%.cc
	@mkdir -p $(@D)
	@echo "  compile $*.cc"
	@$(CXX) $(CXXFLAGS) -MMD -MP -c $< -o $@

define LINK
$(OUT)/$(1): $(OUT)/obj/tests/fuzz/$(1).o $(ENGINE_OBJS) \
    $(patsubst %.cc,$(OUT)/obj/%.o,$(call extra_srcs,$(1)))
	@echo "  link $(1)"
	@$(CXX) $(CXXFLAGS) -fsanitize=fuzzer $$^ -o $$@ -pthread $(call extra_libs,$(1))
endef
$(foreach t,$(patsubst $(OUT)/%,%,$(TARGETS)),$(eval $(call LINK,$(t))))

-include $(shell find $(OUT)/obj -name '*.d' 2>/dev/null)

.PHONY: all engine
