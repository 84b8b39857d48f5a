package runtime

import (
	"mime"
	"strings"
)

// SerializerInfoForMediaType finds the serializer of a media type in a
// server's list, ignoring parameters ("application/json; charset=utf-8" is
// JSON). An empty media type means the first (default) serializer.
// Upstream: k8s.io/apimachinery/pkg/runtime.SerializerInfoForMediaType.
func SerializerInfoForMediaType(types []SerializerInfo, mediaType string) (SerializerInfo, bool) {
	if mediaType == "" {
		if len(types) == 0 {
			return SerializerInfo{}, false
		}
		return types[0], true
	}
	if parsed, _, err := mime.ParseMediaType(mediaType); err == nil {
		mediaType = parsed
	}
	for _, info := range types {
		if strings.EqualFold(info.MediaType, mediaType) {
			return info, true
		}
	}
	return SerializerInfo{}, false
}
