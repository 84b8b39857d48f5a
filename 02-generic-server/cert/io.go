package cert

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// CanReadCertAndKey reports whether both files exist and can be read. It is
// an error for exactly one of them to exist: a half-written pair must not be
// silently replaced.
// Upstream: k8s.io/client-go/util/cert.CanReadCertAndKey.
func CanReadCertAndKey(certPath, keyPath string) (bool, error) {
	certReadable := canReadFile(certPath)
	keyReadable := canReadFile(keyPath)
	if !certReadable && !keyReadable {
		return false, nil
	}
	if !certReadable {
		return false, fmt.Errorf("error reading %s, certificate and key must be supplied as a pair", certPath)
	}
	if !keyReadable {
		return false, fmt.Errorf("error reading %s, certificate and key must be supplied as a pair", keyPath)
	}
	return true, nil
}

func canReadFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	_ = f.Close()
	return true
}

// WriteCert writes PEM certificate data to path, creating its directory.
// Upstream: k8s.io/client-go/util/cert.WriteCert.
func WriteCert(path string, data []byte) error {
	return writeFile(path, data, 0o644)
}

// WriteKey writes PEM key data to path, readable by the owner only.
// Upstream: k8s.io/client-go/util/keyutil.WriteKey.
func WriteKey(path string, data []byte) error {
	return writeFile(path, data, 0o600)
}

func writeFile(path string, data []byte, perm fs.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("create directory for %s: %w", path, err)
	}
	if err := os.WriteFile(path, data, perm); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
