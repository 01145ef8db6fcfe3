// DO NOT EDIT. Generated from Garmin's FIT profile 21.218.0 (garmin-fit-sdk) by:
//     python3 Scripts/generate-fit-profile.py


/// The global message numbers of the FIT profile, by profile message name.
public enum FITMessageNumber {
    /// `file_id`
    public static let fileId: UInt16 = 0
    /// `capabilities`
    public static let capabilities: UInt16 = 1
    /// `device_settings`
    public static let deviceSettings: UInt16 = 2
    /// `user_profile`
    public static let userProfile: UInt16 = 3
    /// `hrm_profile`
    public static let hrmProfile: UInt16 = 4
    /// `sdm_profile`
    public static let sdmProfile: UInt16 = 5
    /// `bike_profile`
    public static let bikeProfile: UInt16 = 6
    /// `zones_target`
    public static let zonesTarget: UInt16 = 7
    /// `hr_zone`
    public static let hrZone: UInt16 = 8
    /// `power_zone`
    public static let powerZone: UInt16 = 9
    /// `met_zone`
    public static let metZone: UInt16 = 10
    /// `sport`
    public static let sport: UInt16 = 12
    /// `training_settings`
    public static let trainingSettings: UInt16 = 13
    /// `goal`
    public static let goal: UInt16 = 15
    /// `session`
    public static let session: UInt16 = 18
    /// `lap`
    public static let lap: UInt16 = 19
    /// `record`
    public static let record: UInt16 = 20
    /// `event`
    public static let event: UInt16 = 21
    /// `device_info`
    public static let deviceInfo: UInt16 = 23
    /// `workout`
    public static let workout: UInt16 = 26
    /// `workout_step`
    public static let workoutStep: UInt16 = 27
    /// `schedule`
    public static let schedule: UInt16 = 28
    /// `weight_scale`
    public static let weightScale: UInt16 = 30
    /// `course`
    public static let course: UInt16 = 31
    /// `course_point`
    public static let coursePoint: UInt16 = 32
    /// `totals`
    public static let totals: UInt16 = 33
    /// `activity`
    public static let activity: UInt16 = 34
    /// `software`
    public static let software: UInt16 = 35
    /// `file_capabilities`
    public static let fileCapabilities: UInt16 = 37
    /// `mesg_capabilities`
    public static let mesgCapabilities: UInt16 = 38
    /// `field_capabilities`
    public static let fieldCapabilities: UInt16 = 39
    /// `file_creator`
    public static let fileCreator: UInt16 = 49
    /// `blood_pressure`
    public static let bloodPressure: UInt16 = 51
    /// `speed_zone`
    public static let speedZone: UInt16 = 53
    /// `monitoring`
    public static let monitoring: UInt16 = 55
    /// `training_file`
    public static let trainingFile: UInt16 = 72
    /// `hrv`
    public static let hrv: UInt16 = 78
    /// `ant_rx`
    public static let antRx: UInt16 = 80
    /// `ant_tx`
    public static let antTx: UInt16 = 81
    /// `ant_channel_id`
    public static let antChannelId: UInt16 = 82
    /// `length`
    public static let length: UInt16 = 101
    /// `monitoring_info`
    public static let monitoringInfo: UInt16 = 103
    /// `battery`
    public static let battery: UInt16 = 104
    /// `pad`
    public static let pad: UInt16 = 105
    /// `slave_device`
    public static let slaveDevice: UInt16 = 106
    /// `connectivity`
    public static let connectivity: UInt16 = 127
    /// `weather_conditions`
    public static let weatherConditions: UInt16 = 128
    /// `weather_alert`
    public static let weatherAlert: UInt16 = 129
    /// `cadence_zone`
    public static let cadenceZone: UInt16 = 131
    /// `hr`
    public static let hr: UInt16 = 132
    /// `segment_lap`
    public static let segmentLap: UInt16 = 142
    /// `memo_glob`
    public static let memoGlob: UInt16 = 145
    /// `segment_id`
    public static let segmentId: UInt16 = 148
    /// `segment_leaderboard_entry`
    public static let segmentLeaderboardEntry: UInt16 = 149
    /// `segment_point`
    public static let segmentPoint: UInt16 = 150
    /// `segment_file`
    public static let segmentFile: UInt16 = 151
    /// `workout_session`
    public static let workoutSession: UInt16 = 158
    /// `watchface_settings`
    public static let watchfaceSettings: UInt16 = 159
    /// `gps_metadata`
    public static let gpsMetadata: UInt16 = 160
    /// `camera_event`
    public static let cameraEvent: UInt16 = 161
    /// `timestamp_correlation`
    public static let timestampCorrelation: UInt16 = 162
    /// `gyroscope_data`
    public static let gyroscopeData: UInt16 = 164
    /// `accelerometer_data`
    public static let accelerometerData: UInt16 = 165
    /// `three_d_sensor_calibration`
    public static let threeDSensorCalibration: UInt16 = 167
    /// `video_frame`
    public static let videoFrame: UInt16 = 169
    /// `obdii_data`
    public static let obdiiData: UInt16 = 174
    /// `nmea_sentence`
    public static let nmeaSentence: UInt16 = 177
    /// `aviation_attitude`
    public static let aviationAttitude: UInt16 = 178
    /// `video`
    public static let video: UInt16 = 184
    /// `video_title`
    public static let videoTitle: UInt16 = 185
    /// `video_description`
    public static let videoDescription: UInt16 = 186
    /// `video_clip`
    public static let videoClip: UInt16 = 187
    /// `ohr_settings`
    public static let ohrSettings: UInt16 = 188
    /// `exd_screen_configuration`
    public static let exdScreenConfiguration: UInt16 = 200
    /// `exd_data_field_configuration`
    public static let exdDataFieldConfiguration: UInt16 = 201
    /// `exd_data_concept_configuration`
    public static let exdDataConceptConfiguration: UInt16 = 202
    /// `field_description`
    public static let fieldDescription: UInt16 = 206
    /// `developer_data_id`
    public static let developerDataId: UInt16 = 207
    /// `magnetometer_data`
    public static let magnetometerData: UInt16 = 208
    /// `barometer_data`
    public static let barometerData: UInt16 = 209
    /// `one_d_sensor_calibration`
    public static let oneDSensorCalibration: UInt16 = 210
    /// `monitoring_hr_data`
    public static let monitoringHrData: UInt16 = 211
    /// `time_in_zone`
    public static let timeInZone: UInt16 = 216
    /// `set`
    public static let set: UInt16 = 225
    /// `stress_level`
    public static let stressLevel: UInt16 = 227
    /// `max_met_data`
    public static let maxMetData: UInt16 = 229
    /// `dive_settings`
    public static let diveSettings: UInt16 = 258
    /// `dive_gas`
    public static let diveGas: UInt16 = 259
    /// `dive_alarm`
    public static let diveAlarm: UInt16 = 262
    /// `exercise_title`
    public static let exerciseTitle: UInt16 = 264
    /// `dive_summary`
    public static let diveSummary: UInt16 = 268
    /// `spo2_data`
    public static let spo2Data: UInt16 = 269
    /// `sleep_level`
    public static let sleepLevel: UInt16 = 275
    /// `jump`
    public static let jump: UInt16 = 285
    /// `aad_accel_features`
    public static let aadAccelFeatures: UInt16 = 289
    /// `beat_intervals`
    public static let beatIntervals: UInt16 = 290
    /// `respiration_rate`
    public static let respirationRate: UInt16 = 297
    /// `hsa_accelerometer_data`
    public static let hsaAccelerometerData: UInt16 = 302
    /// `hsa_step_data`
    public static let hsaStepData: UInt16 = 304
    /// `hsa_spo2_data`
    public static let hsaSpo2Data: UInt16 = 305
    /// `hsa_stress_data`
    public static let hsaStressData: UInt16 = 306
    /// `hsa_respiration_data`
    public static let hsaRespirationData: UInt16 = 307
    /// `hsa_heart_rate_data`
    public static let hsaHeartRateData: UInt16 = 308
    /// `split`
    public static let split: UInt16 = 312
    /// `split_summary`
    public static let splitSummary: UInt16 = 313
    /// `hsa_body_battery_data`
    public static let hsaBodyBatteryData: UInt16 = 314
    /// `hsa_event`
    public static let hsaEvent: UInt16 = 315
    /// `climb_pro`
    public static let climbPro: UInt16 = 317
    /// `tank_update`
    public static let tankUpdate: UInt16 = 319
    /// `tank_summary`
    public static let tankSummary: UInt16 = 323
    /// `sleep_assessment`
    public static let sleepAssessment: UInt16 = 346
    /// `hrv_status_summary`
    public static let hrvStatusSummary: UInt16 = 370
    /// `hrv_value`
    public static let hrvValue: UInt16 = 371
    /// `raw_bbi`
    public static let rawBbi: UInt16 = 372
    /// `device_aux_battery_info`
    public static let deviceAuxBatteryInfo: UInt16 = 375
    /// `hsa_gyroscope_data`
    public static let hsaGyroscopeData: UInt16 = 376
    /// `chrono_shot_session`
    public static let chronoShotSession: UInt16 = 387
    /// `chrono_shot_data`
    public static let chronoShotData: UInt16 = 388
    /// `hsa_configuration_data`
    public static let hsaConfigurationData: UInt16 = 389
    /// `dive_apnea_alarm`
    public static let diveApneaAlarm: UInt16 = 393
    /// `skin_temp_overnight`
    public static let skinTempOvernight: UInt16 = 398
    /// `hsa_wrist_temperature_data`
    public static let hsaWristTemperatureData: UInt16 = 409
    /// `nap_event`
    public static let napEvent: UInt16 = 412
    /// `sleep_disruption_severity_period`
    public static let sleepDisruptionSeverityPeriod: UInt16 = 470
    /// `sleep_disruption_overnight_severity`
    public static let sleepDisruptionOvernightSeverity: UInt16 = 471
}
