package names

import (
	"crypto/rand"
	"math/big"
)

// NameGenerator makes a name from a base (the object's generateName).
// Upstream: k8s.io/apiserver/pkg/storage/names.NameGenerator.
type NameGenerator interface {
	// GenerateName returns a name that starts with base. The name is not
	// guaranteed to be free: the Store retries when it is taken.
	GenerateName(base string) string
}

// alphanums are the characters of the random suffix: lower-case
// consonants and digits, without vowels and look-alikes (0, 1, 3), so a
// generated name never spells a word and is easy to read aloud.
// Upstream: k8s.io/apimachinery/pkg/util/rand.alphanums.
const alphanums = "bcdfghjklmnpqrstvwxz2456789"

// The shape of a generated name: base (cut to 58 characters) and five
// random characters, at most 63 characters in all, a valid DNS label.
// Upstream: k8s.io/apiserver/pkg/storage/names (maxNameLength,
// randomLength, MaxGeneratedNameLength).
const (
	maxNameLength          = 63
	randomLength           = 5
	MaxGeneratedNameLength = maxNameLength - randomLength
)

// SimpleNameGenerator appends five random characters to the base.
// Upstream: k8s.io/apiserver/pkg/storage/names.SimpleNameGenerator.
var SimpleNameGenerator NameGenerator = simpleNameGenerator{}

type simpleNameGenerator struct{}

// GenerateName cuts base to MaxGeneratedNameLength and appends the
// random suffix.
// Upstream: k8s.io/apiserver/pkg/storage/names.simpleNameGenerator.GenerateName.
func (simpleNameGenerator) GenerateName(base string) string {
	if len(base) > MaxGeneratedNameLength {
		base = base[:MaxGeneratedNameLength]
	}
	return base + randomString(randomLength)
}

// randomString returns n characters drawn from alphanums.
// Upstream: k8s.io/apimachinery/pkg/util/rand.String (math/rand there;
// crypto/rand here, which needs no seeding and no lock).
func randomString(n int) string {
	b := make([]byte, n)
	limit := big.NewInt(int64(len(alphanums)))
	for i := range b {
		k, err := rand.Int(rand.Reader, limit)
		if err != nil {
			panic(err) // crypto/rand never fails on supported platforms
		}
		b[i] = alphanums[k.Int64()]
	}
	return string(b)
}
