// The compact binary form items are stored in (not a wire form).
#ifndef KEYSCAPE_VALUE_ITEM_CODEC_H_
#define KEYSCAPE_VALUE_ITEM_CODEC_H_

#include <string>
#include <string_view>

#include "keyscape/base/status.h"
#include "keyscape/value/attribute_value.h"

namespace keyscape::value {

// Compact binary form used for storage. DecodeItem(EncodeItem(x)) == x.
void EncodeItem(const AttrMap& item, std::string* out);
base::Result<AttrMap> DecodeItem(std::string_view bytes);

}  // namespace keyscape::value

#endif  // KEYSCAPE_VALUE_ITEM_CODEC_H_
