package options

import (
	"fmt"
	"path/filepath"
)

// StorageDescription says, for a start-up banner, where a server keeps its
// data: the embedded etcd's absolute data directory (for display only: the
// server uses --etcd-data-dir as given), or the external etcd's URLs. Every
// server on these etcd options prints it in its banner (stages 03 to 07,
// and stage 05's sample API server).
func (s *EtcdOptions) StorageDescription() string {
	if servers := s.StorageConfig.Transport.ServerList; len(servers) > 0 {
		return "external etcd at " + fmt.Sprint(servers)
	}
	dir := s.StorageConfig.EmbeddedDataDir
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return "embedded etcd, data in " + dir
}
